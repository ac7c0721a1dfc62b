export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorState, type ErrorStateProps } from './ErrorState';
export { PageSkeleton, type PageSkeletonProps } from './PageSkeleton';
