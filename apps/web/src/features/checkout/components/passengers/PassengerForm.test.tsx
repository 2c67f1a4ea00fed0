// @vitest-environment jsdom
// (react-aria's date field overflows the stack in happy-dom.)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../../test/render';
import { CHECKOUT_UUID } from '../../test-fixtures';
import { PassengerForm, type PassengerFormProps } from './PassengerForm';
import {
  ADULT,
  committedView,
  errorResponse,
  fillPassenger,
  passengerForm,
  savedPassenger,
  stubCheckout,
} from './test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(props: Partial<PassengerFormProps> = {}) {
  const onSaved = vi.fn();
  renderAt(
    '/book/passengers',
    <PassengerForm
      uuid={CHECKOUT_UUID}
      index={0}
      label="Adult 1"
      childAge={null}
      saved={undefined}
      open
      onToggle={() => undefined}
      onSaved={onSaved}
      onGone={() => undefined}
      {...props}
    />,
  );
  return { onSaved, form: passengerForm(props.label ?? 'Adult 1') };
}

const confirm = (label = 'Adult 1') => screen.getByRole('button', { name: `Confirm ${label}` });

describe('PassengerForm (docs/spec/2-checkout-payment.md §5 Passenger)', () => {
  it('shows each required message once its field has been visited', async () => {
    stubCheckout(committedView());
    const user = userEvent.setup();
    const { form } = renderForm();
    const f = within(form);
    for (const label of ['Title', 'Gender', 'First name', 'Last name', 'Nationality', 'Day']) {
      await user.click(f.getByLabelText(label));
    }
    await user.tab();
    expect(f.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(f.getByLabelText('Gender')).toHaveAccessibleDescription('Gender is required');
    expect(f.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(f.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(f.getByLabelText('Nationality')).toHaveAccessibleDescription('Nationality is required');
    expect(f.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
      'Complete date of birth is required',
    );
    expect(f.getByRole('alert')).toHaveTextContent(
      'Please fill in all details for this passenger.',
    );
    expect(confirm()).toBeDisabled();
  });

  it('keeps Confirm disabled until every detail is given, and again when one is removed', async () => {
    stubCheckout(committedView());
    const user = userEvent.setup();
    const { form } = renderForm();
    expect(confirm()).toBeDisabled();
    await fillPassenger(user, form, ADULT);
    await waitFor(() => expect(confirm()).toBeEnabled());
    expect(screen.queryByText('Please fill in all details for this passenger.')).toBeNull();
    await user.clear(within(form).getByLabelText('Last name'));
    await waitFor(() => expect(confirm()).toBeDisabled());
    expect(within(form).getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all details for this passenger.')).toBeVisible();
  });

  it('asks for the assistance needed when assistance is ticked', async () => {
    stubCheckout(committedView());
    const user = userEvent.setup();
    const { form } = renderForm();
    await fillPassenger(user, form, ADULT);
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(
      within(form).getByRole('checkbox', { name: 'This passenger requires special assistance' }),
    );
    const details = within(form).getByLabelText('Assistance required');
    await user.click(details);
    await user.tab();
    expect(details).toHaveAccessibleDescription('Please describe the assistance required');
    expect(confirm()).toBeDisabled();
    await user.type(details, 'Wheelchair to the aircraft door');
    await waitFor(() => expect(confirm()).toBeEnabled());
  });

  it('offers only the days of the chosen month and clears a day it does not have', async () => {
    stubCheckout(committedView());
    const user = userEvent.setup();
    const { form } = renderForm();
    const f = within(form);
    await user.selectOptions(f.getByLabelText('Day'), '31');
    await user.selectOptions(f.getByLabelText('Month'), 'June');
    expect(within(f.getByLabelText('Day')).queryByRole('option', { name: '31' })).toBeNull();
    expect(f.getByLabelText('Day')).toHaveValue('');
    const years = within(f.getByLabelText('Year')).getAllByRole('option');
    // 'Year' and this year back 100 years.
    expect(years).toHaveLength(102);
    expect(years.at(1)).toHaveTextContent(String(new Date().getFullYear()));
  });

  it('goes unsaved → saving → saved, sends the spec fields, then tells the page', async () => {
    let release: () => void = () => undefined;
    const calls = stubCheckout(committedView(), {
      'POST /checkout/passengers': () =>
        new Promise((resolve) => {
          release = () =>
            resolve(
              new Response(
                JSON.stringify({ state: 'extras_committed', passenger: savedPassenger(0) }),
                { status: 200, headers: { 'content-type': 'application/json' } },
              ),
            );
        }),
    });
    const user = userEvent.setup();
    const { form, onSaved } = renderForm();
    const header = screen.getByRole('button', { name: /Adult 1/, expanded: true });
    expect(header).toHaveTextContent('Not saved');
    await fillPassenger(user, form, { ...ADULT, firstName: ' Sam ' });
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm());
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(header).toHaveTextContent('Saving...');
    release();
    await waitFor(() => expect(header).toHaveTextContent('Saved'));
    expect(onSaved).toHaveBeenCalledWith(0);
    expect(calls.at(-1)).toMatchObject({
      path: '/checkout/passengers',
      body: {
        uuid: CHECKOUT_UUID,
        index: 0,
        title: 'Mr',
        gender: 'Male',
        firstName: 'Sam',
        lastName: 'Jones',
        nationality: 'British',
        dateOfBirth: '1985-04-12',
        requiresAssistance: false,
        assistanceDetails: '',
      },
    });
  });

  it("shows the save error and the server's field message (a child's age)", async () => {
    stubCheckout(committedView(), {
      'POST /checkout/passengers': () =>
        errorResponse(422, 'UNPROCESSABLE', 'Check the passenger', {
          errors: { dateOfBirth: ['Child 1 must be aged 8 on the return date.'] },
        }),
    });
    const user = userEvent.setup();
    const { form, onSaved } = renderForm({ index: 2, label: 'Child 1', childAge: 8 });
    expect(within(form).getByText('Aged 8 on the return date, as searched.')).toBeInTheDocument();
    await fillPassenger(user, form, { ...ADULT, title: 'Miss', year: '2020' });
    await waitFor(() => expect(confirm('Child 1')).toBeEnabled());
    await user.click(confirm('Child 1'));
    expect(
      await screen.findByText(
        'There was an error saving this passengers details. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
      'Child 1 must be aged 8 on the return date.',
    );
    expect(screen.getByRole('button', { name: /Child 1/, expanded: true })).toHaveTextContent(
      'Not saved',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('restores a saved passenger as saved, ready to edit', () => {
    stubCheckout(committedView());
    const { form } = renderForm({ saved: savedPassenger(1), index: 1, label: 'Adult 2' });
    expect(within(form).getByLabelText('First name')).toHaveValue('Ann');
    expect(within(form).getByLabelText('Month')).toHaveValue('9');
    expect(screen.getByRole('button', { name: /Adult 2/, expanded: true })).toHaveTextContent(
      'Saved',
    );
  });
});
