export {
  FormSteps,
  stepsFor,
  type FormStep,
  type FormStepsProps,
  type StepNav,
  type StepProps,
} from './form-steps';
export { ErrorSummary, type StepError } from './error-summary';
export { StepIndicator } from './step-indicator';
export { UnsavedChangesDialog, UnsavedChangesGuard } from './unsaved-changes-guard';
export { fieldErrorsOf, placeServerErrors } from './server-errors';
