export { ActionSlot, type ActionSlotProps } from './ActionSlot';
export { lazyPart } from './lazyPart';
