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
  const change = onChange as Change;
  switch (question.type) {
    case 'text':
    case 'email':
    case 'phone':
      return (
        <TextQuestion
          question={question}
          value={typeof value === 'string' ? value : undefined}
          onChange={change}
          onBlur={onBlur}
          wasLeft={wasLeft}
          autoFocus={autoFocus}
        />
      );
    case 'longtext':
      return (
        <LongTextQuestion
          question={question}
          value={typeof value === 'string' ? value : undefined}
          onChange={change}
          autoFocus={autoFocus}
        />
      );
    case 'single':
    case 'yesno':
      return (
        <SingleChoiceQuestion
          question={question}
          value={typeof value === 'string' ? value : undefined}
          onChange={change}
          autoFocus={autoFocus}
        />
      );
    case 'multi':
      return (
        <MultiChoiceQuestion
          question={question}
          value={Array.isArray(value) ? value : undefined}
          onChange={change}
          autoFocus={autoFocus}
        />
      );
    default: {
      const never: never = question.type;
      return never;
    }
  }
}
