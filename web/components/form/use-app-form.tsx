import { createFormHook, createFormHookContexts } from '@tanstack/react-form';
import { firstMessage } from '../../lib/validation';
import { CheckboxField, type CheckboxFieldProps } from '../ui/CheckboxField';
import { ChoiceChips, type ChoiceChipsProps } from '../ui/ChoiceChips';
import { NumberInputField, type NumberInputFieldProps } from '../ui/NumberInputField';
import { SelectField, type SelectFieldProps } from '../ui/SelectField';
import { SwitchField, type SwitchFieldProps } from '../ui/SwitchField';
import { TextAreaField, type TextAreaFieldProps } from '../ui/TextAreaField';
import { TextField, type TextFieldProps } from '../ui/TextField';
import { textFieldProps } from './field-props';

// Every form of the app is a TanStack Form (web/README.md, "Forms"). `useAppForm` is `useForm`
// with our react-aria fields bound to the field in context:
//   <form.AppField name="email">{(field) => <field.TextField label="E-Mail" type="email" />}</form.AppField>
// The field gives value, change, blur and its first error message; the form decides when it
// validates (on submit, live after a submit, on blur) and with which contract schema.
// `withForm` splits a large form into sections that receive the form as a prop.

export { sendForm, setFieldError, submitForm } from './field-props';

const { fieldContext, formContext, useFieldContext } = createFormHookContexts();

/** A bound field takes its value from the form; `error` may add a message that is not the field's own (a load failure). */
type Bound<P> = Omit<P, 'value' | 'onChange' | 'isSelected'>;

/** The form's message, or the one given (a load failure). */
const errorOf = (given: string | undefined, errors: readonly unknown[]) => given ?? firstMessage(errors);

function BoundTextField(props: Bound<TextFieldProps>) {
  const bound = textFieldProps(useFieldContext<string>());
  return <TextField {...props} {...bound} error={props.error ?? bound.error} />;
}

function BoundTextAreaField(props: Bound<TextAreaFieldProps>) {
  const bound = textFieldProps(useFieldContext<string>());
  return <TextAreaField {...props} {...bound} error={props.error ?? bound.error} />;
}

/** One of a few choices side by side, held as its id. */
function BoundChoiceChipsField(props: Bound<ChoiceChipsProps>) {
  const bound = textFieldProps(useFieldContext<string>());
  return <ChoiceChips {...props} {...bound} error={props.error ?? bound.error} />;
}

/**
 * A German number: the field holds the typed text; validate it with `germanNumberCheck(...)` on
 * blur. Once that refused the text, every change checks again, so the message goes while the
 * user corrects it (and does not vanish under their next click, moving the buttons below).
 */
function BoundNumberField(props: Bound<NumberInputFieldProps>) {
  const field = useFieldContext<string>();
  const bound = textFieldProps(field);
  const onChange = (text: string) => {
    field.handleChange(text);
    if (field.state.meta.errorMap.onBlur) void field.validate('blur');
  };
  return <NumberInputField {...props} {...bound} onChange={onChange} error={props.error ?? bound.error} />;
}

/** A choice held as its id; '' while nothing is chosen. */
function BoundSelectField(props: Bound<SelectFieldProps>) {
  const field = useFieldContext<string>();
  return (
    <SelectField
      {...props}
      value={field.state.value || null}
      onChange={(id) => field.handleChange(id ?? '')}
      error={errorOf(props.error, field.state.meta.errors)}
    />
  );
}

function BoundCheckboxField(props: Bound<CheckboxFieldProps>) {
  const field = useFieldContext<boolean>();
  return (
    <CheckboxField
      {...props}
      isSelected={field.state.value}
      onChange={field.handleChange}
      error={errorOf(props.error, field.state.meta.errors)}
    />
  );
}

function BoundSwitchField(props: Bound<SwitchFieldProps>) {
  const field = useFieldContext<boolean>();
  return <SwitchField {...props} isSelected={field.state.value} onChange={field.handleChange} />;
}

export const { useAppForm, withForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField: BoundTextField,
    TextAreaField: BoundTextAreaField,
    NumberField: BoundNumberField,
    SelectField: BoundSelectField,
    ChoiceChipsField: BoundChoiceChipsField,
    CheckboxField: BoundCheckboxField,
    SwitchField: BoundSwitchField,
  },
  formComponents: {},
});
