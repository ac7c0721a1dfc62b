import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { configureStore, createSlice, createListenerMiddleware } from '@reduxjs/toolkit';
console.log(createApi, configureStore, createSlice, createListenerMiddleware, fetchBaseQuery);
