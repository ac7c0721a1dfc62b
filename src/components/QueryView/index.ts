export { QueryView, type QueryFailure, type QueryViewProps } from './QueryView';
export { failureShown, isEmptyData, queryState, type QueryRuleOptions, type QuerySource, type QueryState } from './querySource';
export { queryViewTestIds, type QueryViewTestId } from './testIds';
