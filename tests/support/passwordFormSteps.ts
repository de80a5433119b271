import type { EventObject } from 'xstate';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The password fields' labels, the same on the sign-in password change and the signed-in one. */
export const PASSWORD_LABELS = { OldPassword: 'Old Password', Password1: 'New Password', Password2: 'Confirm Password' } as const;

const user = () => userEvent.setup();

/** How a user causes a password form's events (CHANGE, BLUR, SUBMIT): model tests' `perform` entries. */
export const passwordFormSteps = {
  CHANGE: async (event: EventObject) => {
    const { field, value } = event as unknown as { field: keyof typeof PASSWORD_LABELS; value: string };
    const input = screen.getByLabelText(PASSWORD_LABELS[field]);
    await user().clear(input);
    await user().type(input, value);
  },
  BLUR: async () => {
    await user().click(screen.getByLabelText(PASSWORD_LABELS.Password1));
    await user().tab();
  },
  SUBMIT: async () => {
    await user().click(screen.getByRole('button', { name: 'Submit' }));
  },
};
