import { useStore } from '@tanstack/react-form';
import { useState, type ReactNode } from 'react';
import { Form, ProgressBar } from 'react-aria-components';
import {
  answerFormatProblem,
  missingRequired,
  wizardTexts,
  type Answers,
  type Question,
} from '../../../../../modules/onboarding/contract';
import { submitForm, useAppForm } from '../../../../components/form/use-app-form';
import { Button } from '../../../../components/ui/Button';
import type { Wizard } from '../wizard/use-wizard';
import * as wizardStyles from '../wizard/Wizard.css';
import { currentIndex } from './navigation';
import { QuestionField } from './QuestionField';
import { PrivacyNotice } from './PrivacyNotice';
import { AccountExists } from './AccountExists';
import { emailHasAccount } from '../../api/onboarding';

/** The questions that ask for contact data: where it is first typed, the privacy notice stands. */
const contactQuestions = new Set<string>(['name', 'email', 'phone', 'company']);
import * as styles from './Question.css';

/** Step 1: one question at a time with progress = current / visible (spec 01 §2, §4, §5). */
export function QuestionStep({ wizard, onDone }: { wizard: Wizard; onDone: () => void }) {
  const { progress, visible, setAnswer, goToQuestion } = wizard;
  const index = currentIndex(visible, progress.currentQuestionId);
  const question = visible[index] ?? visible[0]!;
  // The head already says 'Optional'; the question's own hint would repeat it.
  const shown = question.hint === 'Optional' ? { ...question, hint: undefined } : question;
  const isFirst = index === 0;
  const isLast = index === visible.length - 1;
  const missing = missingRequired(progress.answers);
  const blocked = missing.includes(question.id);
  // 'Weiter' is disabled while the required answer is missing (spec 01 §5). A typed but unusable
  // e-mail or phone number leaves it pressable: pressing shows the field's message and stays.
  const unanswered = blocked && !answerFormatProblem(question, progress.answers[question.id]);
  // Focus follows the visitor's own moves only, not the first render of the page.
  const [moved, setMoved] = useState(false);

  const go = (to: number) => {
    const target = visible[to];
    if (!target) return;
    setMoved(true);
    goToQuestion(target.id);
  };

  // The e-mail step asks whether the address has an account, before any request goes out.
  const [accountEmail, setAccountEmail] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const typedEmail = String(progress.answers.email ?? '').trim();

  const next = async () => {
    // An optional answer too long to be saved stays too (its field says why): moving on would lose it.
    if (blocked || answerFormatProblem(question, progress.answers[question.id])) return;
    if (question.id === 'email') {
      setChecking(true);
      const taken = await emailHasAccount(typedEmail);
      setChecking(false);
      if (taken) return setAccountEmail(typedEmail);
    }
    if (!isLast) return go(index + 1);
    const firstMissing = visible.findIndex((q) => missing.includes(q.id));
    if (firstMissing >= 0) return go(firstMissing);
    wizard.completeQuestions();
    onDone();
  };

  const label = `Frage ${index + 1} von ${visible.length}`;
  return (
    <section className={wizardStyles.panel} aria-label="Fragebogen">
      <ProgressBar
        className={styles.progress}
        value={index + 1}
        minValue={0}
        maxValue={visible.length}
        valueLabel={label}
        aria-label="Fortschritt"
      >
        {({ percentage }) => (
          <>
            <div className={styles.head}>
              <span data-testid="question-progress">{label}</span>
              <span>{question.required ? 'Pflichtfrage' : 'Optional'}</span>
            </div>
            <div className={styles.track}>
              <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
            </div>
          </>
        )}
      </ProgressBar>
      <QuestionForm
        key={question.id}
        question={shown}
        answer={progress.answers[question.id]}
        onAnswer={(v) => setAnswer(question.id, v)}
        autoFocus={moved}
        onSubmit={next}
      >
        {question.id === 'email' && accountEmail !== null && accountEmail === typedEmail ? <AccountExists /> : null}
        {contactQuestions.has(question.id) ? <PrivacyNotice /> : null}
        <div className={wizardStyles.actions}>
          <Button variant="secondary" isDisabled={isFirst} onPress={() => go(index - 1)}>
            Zurück
          </Button>
          <Button type="submit" isDisabled={unanswered} isPending={checking}>
            {isLast ? wizardTexts.finish : wizardTexts.next}
          </Button>
        </div>
      </QuestionForm>
    </section>
  );
}

interface QuestionFormProps {
  question: Question;
  answer: Answers[Question['id']];
  /** Every change goes to the wizard, which keeps and saves the answers (use-wizard.ts). */
  onAnswer: (value: Answers[Question['id']]) => void;
  autoFocus: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** One question as a form of one field: 'Weiter' is its submit, so Enter moves on too. */
function QuestionForm({ question, answer, onAnswer, autoFocus, onSubmit, children }: QuestionFormProps) {
  const [defaultValues] = useState(() => ({ answer }));
  const form = useAppForm({ defaultValues, onSubmit: () => onSubmit() });
  const pressedNext = useStore(form.store, (state) => state.submissionAttempts > 0);
  return (
    <Form className={styles.form} onSubmit={submitForm(form)}>
      <form.Field name="answer" listeners={{ onChange: ({ value }) => onAnswer(value) }}>
        {(field) => (
          <QuestionField
            question={question}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            wasLeft={field.state.meta.isBlurred || pressedNext}
            autoFocus={autoFocus}
          />
        )}
      </form.Field>
      {children}
    </Form>
  );
}
