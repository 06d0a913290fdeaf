// Page scroll lock shared by every modal. Counted, so that a modal opening
// while another is closing never unlocks the page too early.
let locks = 0;

export function lockScroll(): void {
  locks += 1;
  if (locks === 1) document.documentElement.classList.add('scroll-locked');
}

export function unlockScroll(): void {
  locks = Math.max(0, locks - 1);
  if (locks === 0) document.documentElement.classList.remove('scroll-locked');
}
