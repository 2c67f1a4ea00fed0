import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Field } from '../../../shared/ui/Field';
import {
  CONTACT_SUBJECTS,
  contactForm,
  contactMessages,
  simulatedContactSender,
  type ContactForm as ContactFormValues,
  type ContactSender,
} from '../lib/contact-form';

const empty: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  bookingReference: '',
  subject: '',
  message: '',
};

const controlClass = (invalid: boolean) =>
  `block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 ${
    invalid ? 'border-coral-600' : 'border-slate-300'
  }`;

/** Contact Us form: checked on submit, sent by the sender (1.5 s), then thanks or an error. */
export function ContactForm({ sender = simulatedContactSender() }: { sender?: ContactSender }) {
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<ContactFormValues>({
    resolver: zodResolver(contactForm),
    defaultValues: empty,
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await sender.send(values);
      setOutcome('sent');
      reset(empty);
    } catch {
      setOutcome('failed');
    }
  });

  return (
    <section
      aria-labelledby="contact-form-title"
      className="rounded-card bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="contact-form-title" className="text-xl font-bold text-brand-800">
        Send us a message
      </h2>
      <div aria-live="polite" className="mt-3">
        {outcome === 'sent' && <Alert tone="success">{contactMessages.thanks}</Alert>}
      </div>
      {outcome === 'failed' && (
        <div className="mt-3">
          <Alert tone="error">{contactMessages.failed}</Alert>
        </div>
      )}
      <form
        noValidate
        aria-label="Contact us"
        onSubmit={(e) => void onSubmit(e)}
        className="mt-4 grid gap-4 sm:grid-cols-2 [&_input]:scroll-mt-24 [&_select]:scroll-mt-24 [&_textarea]:scroll-mt-24"
      >
        <Field
          label="Your name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <Field
          label="Email address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Field label="Phone number" type="tel" autoComplete="tel" optional {...register('phone')} />
        <Field
          label="Booking reference"
          optional
          hint="For an existing booking, e.g. HH123456"
          error={errors.bookingReference?.message}
          {...register('bookingReference')}
        />
        <div className="sm:col-span-2">
          <label
            htmlFor="contact-subject"
            className="mb-1 block text-sm font-medium text-slate-800"
          >
            What is it about?
          </label>
          <select
            id="contact-subject"
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={errors.subject ? 'contact-subject-error' : undefined}
            className={controlClass(Boolean(errors.subject))}
            {...register('subject')}
          >
            <option value="">Choose a subject</option>
            {CONTACT_SUBJECTS.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
          {errors.subject && (
            <p id="contact-subject-error" className="mt-1 text-sm font-medium text-coral-600">
              {errors.subject.message}
            </p>
          )}
        </div>
        <div className="sm:col-span-2">
          <label
            htmlFor="contact-message"
            className="mb-1 block text-sm font-medium text-slate-800"
          >
            Your message
          </label>
          <textarea
            id="contact-message"
            rows={5}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'contact-message-error' : undefined}
            className={controlClass(Boolean(errors.message))}
            {...register('message')}
          />
          {errors.message && (
            <p id="contact-message-error" className="mt-1 text-sm font-medium text-coral-600">
              {errors.message.message}
            </p>
          )}
        </div>
        <div className="sm:col-span-2">
          <Button
            type="submit"
            disabled={formState.isSubmitting}
            aria-busy={formState.isSubmitting}
          >
            {formState.isSubmitting ? 'Sending...' : 'Send message'}
          </Button>
        </div>
      </form>
    </section>
  );
}
