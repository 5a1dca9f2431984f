import type { AnyFormApi } from '@tanstack/react-form';
import type { FormEvent } from 'react';
import { firstMessage } from '../../lib/validation';

// The few helpers every TanStack form of the app shares. Kept apart from `useAppForm`
// (use-app-form.tsx) so the sign-in screens, which use TanStack's plain `useForm`, load neither
// the form hook's extras nor the pickers: the login page stays within its JS budget.

/** What a text-like field needs of a TanStack field. */
export interface TextFieldLike {
  state: { value: string; meta: { errors: readonly unknown[] } };
  handleChange: (value: string) => void;
  handleBlur: () => void;
}

/** Value, change, blur and the first message of a TanStack field, for TextField, TextAreaField, NumberInputField, ChoiceChips. */
export function textFieldProps(field: TextFieldLike) {
  return {
    value: field.state.value,
    onChange: field.handleChange,
    onBlur: field.handleBlur,
    error: firstMessage(field.state.meta.errors),
  };
}

/**
 * Sends the form: TanStack validates and calls `onSubmit`. A server's message put on a field
 * (`setFieldError`) is dropped first: it answered the last attempt, and a field without
 * validators of its own would otherwise keep blocking the next one.
 */
export function sendForm(form: AnyFormApi): void {
  for (const [name, meta] of Object.entries(form.state.fieldMeta))
    if (meta?.errorMap.onSubmit) setFieldError(form, name, undefined);
  void form.handleSubmit();
}

/** The `<form>`'s submit: the browser does not send it, `sendForm` does. */
export function submitForm(form: AnyFormApi) {
  return (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    sendForm(form);
  };
}

/**
 * Puts a message from the server on a field (e.g. 'Das aktuelle Passwort ist falsch'). It sits
 * where submit errors sit, so editing the field clears it, as a submit error is cleared.
 */
export function setFieldError(form: AnyFormApi, name: string, message: string | undefined) {
  form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta?.errorMap, onSubmit: message } }));
}
