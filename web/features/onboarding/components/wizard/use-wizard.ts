import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  recommendPackage,
  visibleAnswers,
  visibleQuestions,
  wizardConstants,
  wizardTexts,
  type Answers,
  type PackageType,
  type Question,
  type QuestionId,
  type QuestionnaireStatus,
  type RecommendedPackage,
} from '../../../../../modules/onboarding/contract';
import { createQuestionnaire, updateQuestionnaire } from '../../api/onboarding';
import { toast, toastQueue } from '../../../../components/ui/toast-queue';
import { ProgressSaver, type SaveOutcome, type SavePayload } from '../saving/progress-saver';
import {
  clearProgress,
  emptyProgress,
  laterStatus,
  readProgress,
  writeProgress,
  type WizardProgress,
} from '../saving/stored-progress';

export interface Wizard {
  progress: WizardProgress;
  /** The questions shown for the current answers, in order. */
  visible: Question[];
  recommendation: RecommendedPackage;
  setAnswer: (id: QuestionId, value: Answers[QuestionId]) => void;
  goToQuestion: (id: QuestionId) => void;
  /** Step 1 done: status questionnaire, saved at once. */
  completeQuestions: () => void;
  /** Step 2 done: the pick, or the recommendation when there is none (spec 01 §4). */
  confirmPackage: (choice: PackageType | null) => void;
  /** Step 3 done: status request_sent, saved at once. */
  requestConsultation: () => void;
  /** Step 4, before registering: make sure the questionnaire is on the server. */
  saveBeforeRegistration: () => Promise<SaveOutcome>;
  /** Step 4, after registering: link the questionnaire to the new account. */
  convert: (userId: string) => Promise<SaveOutcome>;
  /** The wizard is finished: forget the stored progress and stop saving. */
  finish: () => void;
}

const toPayload = (p: WizardProgress): SavePayload => ({
  answers: visibleAnswers(p.answers),
  status: p.status,
  selectedPackage: p.selectedPackage,
});

/**
 * The saver and what its callbacks keep between renders, made once per wizard (outside the hook, so
 * no ref is read or written while rendering).
 */
function wizardSaver(initialId: string | null, onIdChange: (questionnaireId: string | null) => void) {
  let finished = false;
  let savedNotice: string | null = null;
  const saver = new ProgressSaver({
    transport: { create: createQuestionnaire, update: updateQuestionnaire },
    debounceMs: wizardConstants.saveDebounceMs,
    minGapMs: wizardConstants.saveMinGapMs,
    initialId,
    onSaved: (_id, quiet) => {
      if (quiet) return;
      // One 'Fortschritt gespeichert' at a time: a new save replaces the last notice instead of stacking.
      if (savedNotice) toastQueue.close(savedNotice);
      savedNotice = toast.success(wizardTexts.progressSaved);
    },
    onIdChange: (questionnaireId) => {
      if (!finished) onIdChange(questionnaireId);
    },
    log: (error) => console.error('Fortschritt nicht gespeichert:', error),
  });
  return {
    saver,
    isFinished: () => finished,
    finish: () => {
      finished = true;
      saver.cancelScheduled();
    },
  };
}

/** The wizard's state, kept in localStorage on every change and saved to the server (spec 01 §4). */
export function useWizard(): Wizard {
  const [progress, setProgress] = useState<WizardProgress>(() => readProgress(window.localStorage) ?? emptyProgress());
  // The progress as last set, for saves that run later (debounced) or right after a step.
  const latest = useRef(progress);
  useLayoutEffect(() => {
    latest.current = progress;
  }, [progress]);
  const [{ saver, isFinished, finish: stopSaving }] = useState(() =>
    wizardSaver(progress.questionnaireId, (questionnaireId) => setProgress((p) => ({ ...p, questionnaireId }))),
  );

  useEffect(() => {
    if (!isFinished()) writeProgress(window.localStorage, progress);
  }, [progress, isFinished]);

  // A debounced save must not fire after the wizard has gone.
  useEffect(() => () => saver.cancelScheduled(), [saver]);

  const visible = useMemo(() => visibleQuestions(progress.answers), [progress.answers]);
  const recommendation = useMemo(() => recommendPackage(visibleAnswers(progress.answers)), [progress.answers]);

  /** Applies a change and, for a step, saves the result at once. */
  const stepTo = useCallback(
    (status: QuestionnaireStatus, change: Partial<WizardProgress> = {}) => {
      const next = { ...latest.current, ...change, status: laterStatus(latest.current.status, status) };
      latest.current = next;
      setProgress(next);
      void saver.flush(toPayload(next));
    },
    [saver],
  );

  const setAnswer = useCallback(
    (id: QuestionId, value: Answers[QuestionId]) => {
      setProgress((p) => ({ ...p, answers: { ...p.answers, [id]: value } }));
      saver.schedule(() => toPayload(latest.current));
    },
    [saver],
  );

  return {
    progress,
    visible,
    recommendation,
    setAnswer,
    goToQuestion: useCallback((id: QuestionId) => setProgress((p) => ({ ...p, currentQuestionId: id })), []),
    completeQuestions: useCallback(() => stepTo('questionnaire'), [stepTo]),
    confirmPackage: useCallback(
      (choice: PackageType | null) =>
        stepTo('package', { selectedPackage: choice ?? recommendPackage(visibleAnswers(latest.current.answers)) }),
      [stepTo],
    ),
    requestConsultation: useCallback(() => stepTo('request_sent'), [stepTo]),
    saveBeforeRegistration: useCallback(() => saver.flush(toPayload(latest.current), { quiet: true }), [saver]),
    convert: useCallback(
      (userId: string) => saver.flush({ ...toPayload(latest.current), status: 'converted', userId }, { quiet: true }),
      [saver],
    ),
    finish: useCallback(() => {
      stopSaving();
      clearProgress(window.localStorage);
    }, [stopSaving]),
  };
}
