import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../../../src/widgets/Modal.tsx';
import { closeOpenModals, openModalCount, registerOpenModal } from '../../../src/widgets/openModals.ts';
import { renderPage } from '../../support/renderPage.tsx';

function Opener({ title, group, onClosed }: { title: string; group?: string; onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open {title}
      </button>
      {open && (
        <Modal
          title={title}
          group={group}
          background="#FFF4D6"
          onClose={() => {
            setOpen(false);
            onClosed?.();
          }}
        >
          <p>Body of {title}</p>
          <a href="#more">More</a>
        </Modal>
      )}
    </>
  );
}

afterEach(() => {
  closeOpenModals();
});

describe('Modal', () => {
  it('is a modal dialog named by its title, with the focus on its Close button', async () => {
    renderPage(<Opener title="Notice" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Notice' }));
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(dialog).getByText('Body of Notice').parentElement?.style.backgroundColor).toBe('rgb(255, 244, 214)');
  });

  it('closes with Close or Escape and gives the focus back to where it was', async () => {
    const closed = vi.fn();
    renderPage(<Opener title="Notice" onClosed={closed} />);
    const opener = screen.getByRole('button', { name: 'Open Notice' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(closed).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog', async () => {
    renderPage(<Opener title="Notice" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Notice' }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const more = within(dialog).getByRole('link', { name: 'More' });
    await userEvent.tab();
    expect(document.activeElement).toBe(more);
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(more);
  });

  it('is registered while open, so closeOpenModals closes it, sparing the group asked for', async () => {
    renderPage(
      <>
        <Opener title="QR code" />
        <Opener title="Pop-up" group="announcement-popup" />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open QR code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open Pop-up' }));
    expect(openModalCount()).toBe(2);
    expect(closeOpenModals({ except: 'announcement-popup' })).toBe(1);
    expect(await screen.findByRole('dialog', { name: 'Pop-up' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'QR code' })).toBeNull();
    expect(openModalCount()).toBe(1);
  });
});

describe('openModals', () => {
  it('closes every registered modal once and forgets the unregistered', () => {
    const first = vi.fn();
    const second = vi.fn();
    registerOpenModal(first);
    const unregister = registerOpenModal(second, 'other');
    unregister();
    expect(closeOpenModals()).toBe(1);
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
    expect(closeOpenModals()).toBe(0);
    expect(first).toHaveBeenCalledOnce();
  });
});
