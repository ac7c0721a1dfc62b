import { BrowserRouter, useRoutes, useNavigate, useLocation, Link, Navigate, Outlet, useSearchParams, useParams, matchPath } from 'react-router-dom';
console.log(BrowserRouter, useRoutes, useNavigate, useLocation, Link, Navigate, Outlet, useSearchParams, useParams, matchPath);
