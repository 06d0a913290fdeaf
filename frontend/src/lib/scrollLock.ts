// Page scroll lock shared by every modal. Counted, so that a modal opening
// while another is closing never unlocks the page too early. The count lives
// on the element the class goes on, so the two can never disagree (a page
// whose root is reset starts unlocked, as in the unit tests' shared document).
const COUNT = 'scrollLocks';

function setLocks(locks: number): void {
  const root = document.documentElement;
  if (locks > 0) root.dataset[COUNT] = String(locks);
  else delete root.dataset[COUNT];
  root.classList.toggle('scroll-locked', locks > 0);
}

function locks(): number {
  return Number(document.documentElement.dataset[COUNT] ?? 0);
}

export function lockScroll(): void {
  setLocks(locks() + 1);
}

export function unlockScroll(): void {
  setLocks(Math.max(0, locks() - 1));
}
