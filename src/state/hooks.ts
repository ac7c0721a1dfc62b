import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './root';

/** `useDispatch` / `useSelector` typed with the app's state, for screens and components. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
