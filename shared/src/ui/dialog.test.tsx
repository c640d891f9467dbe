import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils';
import { Dialog } from './dialog';

function Harness({ onClose, initiallyOpen = false }: { onClose?: () => void; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Bewerbung"
        footer={<button type="button">Senden</button>}
      >
        <label>
          Name <input />
        </label>
      </Dialog>
    </>
  );
}

afterEach(() => {
  document.body.removeAttribute('style');
});

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog rendered in a portal', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Bewerbung' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('moves focus in, cycles Tab and Shift+Tab inside, and returns focus on close', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    await user.click(opener);

    const close = screen.getByRole('button', { name: 'Schließen' });
    const input = screen.getByRole('textbox', { name: 'Name' });
    const submit = screen.getByRole('button', { name: 'Senden' });
    expect(close).toHaveFocus();

    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(submit).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('pulls focus back when it escapes the dialog', async () => {
    renderWithProviders(<Harness initiallyOpen />);
    act(() => screen.getByRole('button', { name: 'Öffnen', hidden: true }).focus());
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
  });

  it('calls onClose on Escape, on the close button and on an overlay click, not on a click inside', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Öffnen' });

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(2);

    await user.click(opener);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('closes only the inner dialog of two on Escape, then returns focus into the outer one', async () => {
    const user = userEvent.setup();
    const closeOuter = jest.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Dialog open onClose={closeOuter} title="Außen">
          <button type="button" onClick={() => setInner(true)}>
            Details
          </button>
          <Dialog open={inner} onClose={() => setInner(false)} title="Innen">
            <button type="button">Innen OK</button>
          </Dialog>
        </Dialog>
      );
    }
    renderWithProviders(<Nested />);
    const details = screen.getByRole('button', { name: 'Details' });
    await user.click(details);
    expect(screen.getByRole('dialog', { name: 'Innen' })).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Innen OK' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Innen' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Außen' })).toBeInTheDocument();
    expect(closeOuter).not.toHaveBeenCalled();
    expect(details).toHaveFocus();
  });

  describe('scroll lock', () => {
    const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth');
    afterEach(() => {
      if (clientWidth) Object.defineProperty(document.documentElement, 'clientWidth', clientWidth);
    });

    it('hides page overflow while open and restores the previous value on close', async () => {
      const user = userEvent.setup();
      document.body.style.overflow = 'scroll';
      renderWithProviders(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Öffnen' }));
      expect(document.body.style.overflow).toBe('hidden');
      await user.keyboard('{Escape}');
      expect(document.body.style.overflow).toBe('scroll');
    });

    it('keeps the width of the vanished scrollbar as padding', async () => {
      const user = userEvent.setup();
      // A 1024 px window whose page area is 1009 px wide: a 15 px scrollbar.
      Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: window.innerWidth - 15 });
      renderWithProviders(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Öffnen' }));
      expect(document.body.style.paddingRight).toBe('15px');
      await user.keyboard('{Escape}');
      expect(document.body.style.paddingRight).toBe('');
    });

    it('stays locked until the last of nested dialogs closes, and unlocks on unmount', () => {
      function Nested({ inner }: { inner: boolean }) {
        return (
          <Dialog open onClose={() => undefined} title="Außen">
            <Dialog open={inner} onClose={() => undefined} title="Innen">
              Text
            </Dialog>
          </Dialog>
        );
      }
      const { rerender, unmount } = renderWithProviders(<Nested inner />);
      expect(document.body.style.overflow).toBe('hidden');
      rerender(<Nested inner={false} />);
      expect(document.body.style.overflow).toBe('hidden');
      unmount();
      expect(document.body.style.overflow).toBe('');
    });
  });
});
