import { createFormHook, createFormHookContexts, type AnyFormApi } from '@tanstack/react-form';
import type { FormEvent } from 'react';
import { firstMessage } from '../../lib/validation';
import { CheckboxField, type CheckboxFieldProps } from '../ui/CheckboxField';
import { NumberInputField, type NumberInputFieldProps } from '../ui/NumberInputField';
import { SelectField, type SelectFieldProps } from '../ui/SelectField';
import { SwitchField, type SwitchFieldProps } from '../ui/SwitchField';
import { TextAreaField, type TextAreaFieldProps } from '../ui/TextAreaField';
import { TextField, type TextFieldProps } from '../ui/TextField';

// Every form of the app is a TanStack Form (web/README.md, "Forms"). `useAppForm` is `useForm`
// with our react-aria fields bound to the field in context:
//   <form.AppField name="email">{(field) => <field.TextField label="E-Mail" type="email" />}</form.AppField>
// The field gives value, change, blur and its first error message; the form decides when it
// validates (on submit, live after a submit, on blur) and with which contract schema.

export const { fieldContext, formContext, useFieldContext } = createFormHookContexts();

/** A bound field takes its value from the form; `error` may add a message that is not the field's own (a load failure). */
type Bound<P> = Omit<P, 'value' | 'onChange' | 'isSelected'>;

function BoundTextField(props: Bound<TextFieldProps>) {
  const field = useFieldContext<string>();
  return <TextField {...props} value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} error={props.error ?? firstMessage(field.state.meta.errors)} />;
}

function BoundTextAreaField(props: Bound<TextAreaFieldProps>) {
  const field = useFieldContext<string>();
  return <TextAreaField {...props} value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} error={props.error ?? firstMessage(field.state.meta.errors)} />;
}

/** A German number: the field holds the typed text; validate it with `germanNumber(...)`. */
function BoundNumberField(props: Bound<NumberInputFieldProps>) {
  const field = useFieldContext<string>();
  return <NumberInputField {...props} value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} error={props.error ?? firstMessage(field.state.meta.errors)} />;
}

/** A choice held as its id; '' while nothing is chosen. */
function BoundSelectField(props: Bound<SelectFieldProps>) {
  const field = useFieldContext<string>();
  return <SelectField {...props} value={field.state.value || null} onChange={(id) => field.handleChange(id ?? '')} error={props.error ?? firstMessage(field.state.meta.errors)} />;
}

function BoundCheckboxField(props: Bound<CheckboxFieldProps>) {
  const field = useFieldContext<boolean>();
  return <CheckboxField {...props} isSelected={field.state.value} onChange={field.handleChange} error={props.error ?? firstMessage(field.state.meta.errors)} />;
}

function BoundSwitchField(props: Bound<SwitchFieldProps>) {
  const field = useFieldContext<boolean>();
  return <SwitchField {...props} isSelected={field.state.value} onChange={field.handleChange} />;
}

export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField: BoundTextField,
    TextAreaField: BoundTextAreaField,
    NumberField: BoundNumberField,
    SelectField: BoundSelectField,
    CheckboxField: BoundCheckboxField,
    SwitchField: BoundSwitchField,
  },
  formComponents: {},
});

/** The `<form>`'s submit: the browser does not send it, TanStack validates and calls `onSubmit`. */
export function submitForm(form: Pick<AnyFormApi, 'handleSubmit'>) {
  return (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    void form.handleSubmit();
  };
}

/**
 * Puts a message from the server on a field (e.g. 'Das aktuelle Passwort ist falsch'). It sits
 * where submit errors sit, so editing the field clears it, as a submit error is cleared.
 */
export function setFieldError(form: AnyFormApi, name: string, message: string | undefined) {
  form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta?.errorMap, onSubmit: message } }));
}
