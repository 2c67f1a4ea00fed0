import { useMutation } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { messageOf } from '../../api/client';
import { signIn } from '../../api/sign-in';
import { Button, Notice, TextInput } from '../../ui/controls';

/** Sign-in, first step: e-mail and password. One message for any miss, as the server gives it. */
export function PasswordStep({
  message,
  onNext,
}: {
  message?: string | undefined;
  onNext: (next: 'setup' | 'code') => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const send = useMutation({ mutationFn: signIn, onSuccess: (answer) => onNext(answer.next) });
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate({ email, password });
  };
  const problem = send.isError ? messageOf(send.error) : message;
  return (
    <form onSubmit={submit} noValidate className="mt-2 space-y-4">
      <h1 className="text-2xl font-bold text-brand-800">Sign in</h1>
      {problem ? <Notice kind="error">{problem}</Notice> : null}
      <TextInput
        label="E-mail"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
      />
      <TextInput
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <Button type="submit" className="w-full" disabled={send.isPending}>
        {send.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
