import type { Answers, Question } from '../../../../../modules/onboarding/contract';
import { LongTextQuestion } from './LongTextQuestion';
import { MultiChoiceQuestion } from './MultiChoiceQuestion';
import { SingleChoiceQuestion } from './SingleChoiceQuestion';
import { TextQuestion } from './TextQuestion';

interface QuestionFieldProps {
  question: Question;
  value: Answers[Question['id']];
  onChange: (value: Answers[Question['id']]) => void;
  onBlur: () => void;
  /** The visitor left the field once. */
  wasLeft: boolean;
  autoFocus: boolean;
}

// Answers of the contract are option ids typed per question; the controls deal in plain strings.
type Change = (value: string | string[]) => void;

/** The control that fits the question's type. */
export function QuestionField({ question, value, onChange, onBlur, wasLeft, autoFocus }: QuestionFieldProps) {
  const common = { question, onChange: onChange as Change, autoFocus };
  const text = typeof value === 'string' ? value : undefined;
  switch (question.type) {
    case 'text':
    case 'email':
    case 'phone':
      return <TextQuestion {...common} value={text} onBlur={onBlur} wasLeft={wasLeft} />;
    case 'longtext':
      return <LongTextQuestion {...common} value={text} />;
    case 'single':
    case 'yesno':
      return <SingleChoiceQuestion {...common} value={text} />;
    case 'multi':
      return <MultiChoiceQuestion {...common} value={Array.isArray(value) ? value : undefined} />;
    default: {
      const never: never = question.type;
      return never;
    }
  }
}
