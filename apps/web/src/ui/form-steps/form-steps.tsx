import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useNavigationType } from 'react-router';
import { ErrorSummary, type StepError } from './error-summary';
import { StepIndicator } from './step-indicator';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/**
 * One step of a multi-step form, declared as data (ADR 0030). `C` is the form's context: what the
 * steps read (the saved draft, the tax year) — the engine only hands it on and asks the predicates.
 */
export interface FormStep<C> {
  /** In the URL (`?step=<id>`) and in tests; stable. */
  id: string;
  /**
   * The catalogue text of the step indicator and the step heading, read when the step is shown
   * (never at module load: the language may change). Consecutive steps with the same title are one
   * segment of the indicator (one question per page inside one section).
   */
  title: () => string;
  component: ComponentType<StepProps<C>>;
  /** Shown only when true (a step that does not apply is skipped and not counted). */
  condition?: (context: C) => boolean;
  /** Whether the step is answered: later steps are not reachable before it is. Default: true. */
  complete?: (context: C) => boolean;
}

/** What a step's component gets from the engine. */
export interface StepProps<C> {
  context: C;
  /** The step's place among the shown steps. */
  index: number;
  total: number;
  /** Moves to the next / previous shown step (a new history entry: browser Back returns). */
  next: () => void;
  back: () => void;
  goTo: (id: string) => void;
  /** Whether the step holds typed changes that leaving would lose (the unsaved-changes guard). */
  setDirty: (dirty: boolean) => void;
  /**
   * After a failed submit: the error summary at the top of the step, focused. `[]` clears it.
   * `{ focus: false }` refreshes the list as fields are corrected without moving focus.
   */
  showErrors: (errors: readonly StepError[], options?: { focus?: boolean }) => void;
  /**
   * What the page's Next does first (issue 24 item 1): e.g. save the typed W-2. The handler
   * resolves true to move on (once the step is no longer dirty), false to stay. `null` removes it.
   */
  setBeforeNext: (handler: (() => Promise<boolean>) | null) => void;
}

/** The navigation the page draws under every step (Back, Next, Cancel). */
export interface StepNav {
  id: string;
  index: number;
  total: number;
  next: () => void;
  back: () => void;
}

export interface FormStepsProps<C> {
  steps: readonly FormStep<C>[];
  context: C;
  /** The step the bare URL opens (a resumed draft); default the first incomplete step. */
  resume?: (context: C) => string;
  /** The search parameter naming the step; default `step`. */
  param?: string;
  /** Drawn under each step. */
  footer?: (nav: StepNav) => ReactNode;
  /** Called on arriving at a step (by a button or browser Back/Forward), e.g. to refetch. */
  onStepChange?: (id: string) => void;
}

/** The steps shown for a context, and the index of the first one not answered (or the last). */
export function stepsFor<C>(steps: readonly FormStep<C>[], context: C) {
  const shown = steps.filter((s) => s.condition?.(context) ?? true);
  const incomplete = shown.findIndex((s) => !(s.complete?.(context) ?? true));
  return { shown, reachable: incomplete === -1 ? shown.length - 1 : incomplete };
}

/** The indicator's segments: consecutive steps sharing a title are one section. */
export function sectionsOf<C>(shown: readonly FormStep<C>[], index: number) {
  const titles: string[] = [];
  let current = 0;
  shown.forEach((s, i) => {
    const title = s.title();
    if (titles.at(-1) !== title) titles.push(title);
    if (i === index) current = titles.length - 1;
  });
  return { titles, current };
}

/**
 * The step engine (login.gov's FormSteps, Direct File's flow as data): each step is a URL
 * (`?step=<id>` on the form's own route, so route guards and the public URL stay as they are),
 * a step not yet reachable sends to the first unanswered one, the USWDS step indicator names the
 * step, the step heading takes focus on arrival, a failed submit shows the error summary, and a
 * step with unsaved typing is guarded.
 */
export function FormSteps<C>({
  steps,
  context,
  resume,
  param = 'step',
  footer,
  onStepChange,
}: FormStepsProps<C>) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const { shown, reachable } = stepsFor(steps, context);
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const requested = search.get(param);
  const index = shown.findIndex((s) => s.id === requested);

  const hrefOf = useCallback(
    (id: string) => {
      const next = new URLSearchParams(search);
      next.set(param, id);
      return { pathname: location.pathname, search: `?${next.toString()}`, hash: '' };
    },
    [search, param, location.pathname],
  );
  const goTo = useCallback((id: string) => void navigate(hrefOf(id)), [navigate, hrefOf]);

  const [errors, setErrors] = useState<{ step: string; list: readonly StepError[]; attempt: number }>({
    step: '',
    list: [],
    attempt: 0,
  });
  const [dirty, setDirtyState] = useState<{ step: string; dirty: boolean }>({ step: '', dirty: false });
  const heading = useRef<HTMLHeadingElement>(null);
  const arrived = useRef<string | null>(null);
  const [beforeNext, setBeforeNextState] = useState<{
    step: string;
    handler: () => Promise<boolean>;
  } | null>(null);
  const step = index >= 0 && index <= reachable ? shown[index] : undefined;

  // Arriving at a step (not the first render: the page heading has focus then): focus its heading.
  useEffect(() => {
    if (!step) return;
    if (arrived.current !== null && arrived.current !== step.id) {
      heading.current?.focus({ preventScroll: true });
      if (navigationType !== 'POP') window.scrollTo(0, 0);
      setErrors((e) => ({ ...e, step: '', list: [] }));
      onStepChange?.(step.id);
    }
    arrived.current = step.id;
  }, [step, navigationType, onStepChange]);

  const id = step?.id ?? '';
  const setDirty = useCallback((value: boolean) => setDirtyState({ step: id, dirty: value }), [id]);
  const showErrors = useCallback(
    (list: readonly StepError[], options?: { focus?: boolean }) =>
      setErrors((e) => ({ step: id, list, attempt: options?.focus === false ? e.attempt : e.attempt + 1 })),
    [id],
  );
  const setBeforeNext = useCallback(
    (handler: (() => Promise<boolean>) | null) => setBeforeNextState(handler ? { step: id, handler } : null),
    [id],
  );

  if (!step) {
    // The bare URL opens the resumed step; an unknown or not yet reachable one, the first unanswered.
    const fallback = shown[reachable]!.id;
    const wanted = requested === null ? (resume?.(context) ?? fallback) : fallback;
    const target = shown.findIndex((s) => s.id === wanted) <= reachable ? wanted : fallback;
    return <Navigate to={hrefOf(target)} replace />;
  }
  const nav: StepNav = {
    id: step.id,
    index,
    total: shown.length,
    next: () => {
      if (index >= shown.length - 1) return;
      const target = shown[index + 1]!.id;
      const first = beforeNext?.step === step.id ? beforeNext.handler : null;
      if (!first) return goTo(target);
      // The handler resolves once its save is done and the step has said it is no longer dirty
      // (the guard's blocker has re-rendered by then), so the move is not asked about.
      void first().then((go) => go && goTo(target));
    },
    back: () => index > 0 && goTo(shown[index - 1]!.id),
  };
  const Step = step.component;
  return (
    <>
      <StepIndicator {...sectionsOf(shown, index)} headingRef={heading} />
      {errors.step === step.id && <ErrorSummary errors={errors.list} attempt={errors.attempt} />}
      <Step
        key={step.id}
        context={context}
        index={index}
        total={shown.length}
        next={nav.next}
        back={nav.back}
        goTo={goTo}
        setDirty={setDirty}
        showErrors={showErrors}
        setBeforeNext={setBeforeNext}
      />
      {footer?.(nav)}
      <UnsavedChangesGuard when={dirty.step === step.id && dirty.dirty} />
    </>
  );
}
