export { useForm, type Form, type FormOptions, type Problem, type Rules } from './useForm';
export { useDiscardGuard } from './useDiscardGuard';
