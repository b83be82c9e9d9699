import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSheetOpen } from '../../lib/overlay-store.ts';
import { BottomSheet, type BottomSheetProps } from './bottom-sheet.tsx';

function Harness(props: Partial<BottomSheetProps> & { onOpenChangeSpy?: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  const { onOpenChangeSpy, ...rest } = props;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <BottomSheet
        title="New habit"
        {...rest}
        open={open}
        onOpenChange={(next) => {
          onOpenChangeSpy?.(next);
          setOpen(next);
        }}
      >
        <label>
          Name
          <input name="name" />
        </label>
      </BottomSheet>
    </>
  );
}

function drag(distance: number) {
  const area = screen.getByTestId('bottom-sheet-drag-area');
  fireEvent.pointerDown(area, { clientY: 300, pointerId: 1, pointerType: 'touch' });
  fireEvent.pointerMove(area, { clientY: 300 + distance / 2, pointerId: 1, pointerType: 'touch' });
  fireEvent.pointerMove(area, { clientY: 300 + distance, pointerId: 1, pointerType: 'touch' });
  fireEvent.pointerUp(area, { clientY: 300 + distance, pointerId: 1, pointerType: 'touch' });
}

describe('BottomSheet', () => {
  it('is a named dialog with a close button that closes it', async () => {
    const spy = vi.fn();
    render(<Harness onOpenChangeSpy={spy} description="Name it and pick a colour" />);
    const dialog = screen.getByRole('dialog', { name: 'New habit' });
    expect(dialog).toHaveAccessibleDescription('Name it and pick a colour');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(spy).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and keeps focus inside while open', async () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when dragged down more than 100 px', () => {
    const spy = vi.fn();
    render(<Harness onOpenChangeSpy={spy} />);
    drag(101);
    expect(spy).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open when dragged down 100 px or less, and springs back', () => {
    const spy = vi.fn();
    render(<Harness onOpenChangeSpy={spy} />);
    const area = screen.getByTestId('bottom-sheet-drag-area');
    fireEvent.pointerDown(area, { clientY: 300, pointerId: 1 });
    fireEvent.pointerMove(area, { clientY: 360, pointerId: 1 });
    expect(screen.getByRole('dialog')).toHaveStyle({ transform: 'translateY(60px)' });
    fireEvent.pointerUp(area, { clientY: 400, pointerId: 1 });
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).not.toHaveStyle({ transform: 'translateY(60px)' });
    drag(100);
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Save submits like a form (also with Enter) and Cancel calls onCancel then closes', async () => {
    const onSave = vi.fn();
    const onCancel = vi.fn();
    const spy = vi.fn();
    render(<Harness onSave={onSave} onCancel={onCancel} saveLabel="Create" onOpenChangeSpy={spy} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Read{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(spy).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith(false);
  });

  it('does not save while saveDisabled, and shows no footer without onSave or onCancel', async () => {
    const onSave = vi.fn();
    const { unmount } = render(<Harness onSave={onSave} saveDisabled />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    unmount();
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('tells the shell a sheet is open, so the bottom navigation hides', async () => {
    const { result } = renderHook(() => useSheetOpen());
    expect(result.current).toBe(false);
    render(<Harness />);
    expect(result.current).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(result.current).toBe(false);
  });
});
