/** Booking progress messages, in order (spec part 1 §4). */
export const PROGRESS_STEPS = ['creating', 'booked', 'paying', 'issuing', 'issued'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

export interface ProgressState {
  /** The steps this flow goes through: all five to book and pay, the first two to reserve. */
  steps: readonly ProgressStep[];
  /** Steps reached so far, in order. The last one is under way unless `finished`. */
  reached: ProgressStep[];
  failed: boolean;
  finished: boolean;
}

export const startProgress = (steps: readonly ProgressStep[]): ProgressState => ({
  steps,
  reached: [],
  failed: false,
  finished: false,
});

/** Marks `step` reached (steps reached earlier stay so; repeated calls change nothing). */
export function reach(state: ProgressState, step: ProgressStep): ProgressState {
  if (state.reached.includes(step)) return state;
  const reached = [...state.reached, step];
  const finished = step === state.steps[state.steps.length - 1];
  return { ...state, reached, finished };
}

export const failProgress = (state: ProgressState): ProgressState => ({ ...state, failed: true });
