export { DetailSkeleton } from './DetailSkeleton';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorState, type ErrorStateProps, type FailureKind } from './ErrorState';
export { StateAction, type StateActionProps } from './StateAction';
export { PageSkeleton, type PageSkeletonProps } from './PageSkeleton';
