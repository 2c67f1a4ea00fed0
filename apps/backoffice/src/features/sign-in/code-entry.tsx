import { useMutation } from '@tanstack/react-query';
import { type ReactNode, type SyntheticEvent, useState } from 'react';
import { ApiError, messageOf } from '../../api/client';
import { Button, Notice, TextInput } from '../../ui/controls';

/**
 * The form both code steps share: one code, sent once per press; a refused code says why and
 * clears the field; an ended password step (401) goes back to the password.
 */
export function CodeForm<Answer>({
  label,
  hint,
  action,
  send,
  onDone,
  onExpired,
  children,
}: {
  label: string;
  hint: ReactNode;
  action: string;
  send: (code: string) => Promise<Answer>;
  onDone: (answer: Answer) => void;
  onExpired: (message: string) => void;
  children?: ReactNode;
}) {
  const [code, setCode] = useState('');
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: onDone,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) onExpired(error.message);
      else setCode('');
    },
  });
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(code.replace(/\s+/g, ''));
  };
  const refused =
    mutation.error instanceof ApiError ? mutation.error.fieldError('code') : undefined;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {children}
      {mutation.isError && !refused ? (
        <Notice kind="error">{messageOf(mutation.error)}</Notice>
      ) : null}
      <TextInput
        label={label}
        hint={hint}
        error={refused}
        autoComplete="one-time-code"
        spellCheck={false}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        maxLength={40}
        required
      />
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {action}
      </Button>
    </form>
  );
}
