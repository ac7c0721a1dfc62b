import { createBrowserRouter, RouterProvider, ScrollRestoration, useBlocker, useRouteError, useNavigate, useLocation, Link, Navigate, Outlet, useSearchParams, useParams, matchPath } from 'react-router-dom';
console.log(createBrowserRouter, RouterProvider, ScrollRestoration, useBlocker, useRouteError, useNavigate, useLocation, Link, Navigate, Outlet, useSearchParams, useParams, matchPath);
