import { useMutation } from '@tanstack/react-query';
import type { StandardSchemaV1 } from '@tanstack/react-form';
import { bodyCode, isApiError } from '../../../api/errors';
import { handleApiError } from '../../../api/handle-error';
import { setFieldError, useAppForm } from '../../../components/form/use-app-form';

interface OneFieldFormOptions<N extends string, T> {
  /** The field, named as in the contract's request. */
  name: N;
  /** The contract's request, checked on submit. */
  schema: StandardSchemaV1<Record<N, string>>;
  send: (value: string) => Promise<T>;
  onSent: (result: T) => void;
  /** The server's refusal that belongs at the field: its code, and the text (default: the server's own). */
  refusal: { code: string; message?: string };
  /** Any other failure (an expired login, say); default: the common error toast. */
  onFailed?: (error: unknown) => void;
}

/**
 * A form of one field that is sent once (the code confirming the authenticator app, the password
 * switching it off): checked on submit, and the one refusal about the field's value shown at it.
 */
export function useOneFieldForm<N extends string, T>({
  name,
  schema,
  send,
  onSent,
  refusal,
  onFailed = handleApiError,
}: OneFieldFormOptions<N, T>) {
  const mutation = useMutation({ mutationFn: send });
  const form = useAppForm({
    defaultValues: { [name]: '' } as Record<N, string>,
    validators: { onSubmit: schema },
    onSubmit: ({ value, formApi }) =>
      mutation.mutate(value[name], {
        onSuccess: onSent,
        onError: (error) =>
          isApiError(error) && bodyCode(error.data) === refusal.code
            ? setFieldError(formApi, name, refusal.message ?? error.message)
            : onFailed(error),
      }),
  });
  return { form, isPending: mutation.isPending };
}
