/**
 * Opening a modal `<dialog>` the same way everywhere (rules, shortcuts, settings): `showModal()`,
 * focus on `first` (its heading, for a screen reader to start there), and on close focus goes
 * back to the control that opened it (WAI-ARIA APG dialog pattern), whatever closed it (Escape,
 * a Close button).
 */
export function openModal(dialog: HTMLDialogElement, first: HTMLElement | null): void {
  if (!dialog.open) {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.addEventListener('close', () => opener?.isConnected && opener.focus(), { once: true });
    dialog.showModal();
  }
  first?.focus();
}
