import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StepList, { STEP_INTERVAL } from './StepList';
import { FakeIntersectionObserver, installPointerEvent, mockReducedMotion } from '../../lib/motionTesting';

const STEPS = [
  { title: 'Audit de 30 minutes', text: 'Un expert analyse vos usages.' },
  { title: 'Portabilité', text: 'Vous gardez vos numéros.' },
  { title: 'Mise en service', text: 'Postes livrés préconfigurés.' },
];

function activeStep(): string | null {
  const current = screen.getAllByRole('button').find((b) => b.getAttribute('aria-current') === 'step');
  return current?.textContent?.replace(/^\d/, '') ?? null;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

function renderInView() {
  const view = render(<StepList steps={STEPS} subject="étapes de la téléphonie" />);
  act(() => FakeIntersectionObserver.last().report(1));
  return view;
}

describe('StepList', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    installPointerEvent();
    FakeIntersectionObserver.install();
  });
  afterEach(() => {
    setVisibility('visible');
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts on the first step and shows every step text', () => {
    renderInView();
    expect(activeStep()).toBe('Audit de 30 minutes');
    for (const step of STEPS) expect(screen.getByText(step.text)).toBeVisible();
    // The active step is described by its text.
    expect(screen.getByRole('button', { name: /Audit de 30 minutes/ })).toHaveAccessibleDescription(
      'Un expert analyse vos usages.',
    );
  });

  it('cycles every STEP_INTERVAL and wraps around', () => {
    renderInView();
    advance(STEP_INTERVAL - 1);
    expect(activeStep()).toBe('Audit de 30 minutes');
    advance(1);
    expect(activeStep()).toBe('Portabilité');
    advance(STEP_INTERVAL);
    expect(activeStep()).toBe('Mise en service');
    advance(STEP_INTERVAL);
    expect(activeStep()).toBe('Audit de 30 minutes');
  });

  it('a click jumps to a step and restarts the timer', () => {
    renderInView();
    advance(STEP_INTERVAL - 500);
    fireEvent.click(screen.getByRole('button', { name: /Mise en service/ }));
    expect(activeStep()).toBe('Mise en service');
    advance(STEP_INTERVAL - 1);
    expect(activeStep()).toBe('Mise en service');
    advance(1);
    expect(activeStep()).toBe('Audit de 30 minutes');
  });

  it('a click on the active step restarts the timer too', () => {
    renderInView();
    advance(STEP_INTERVAL - 500);
    fireEvent.click(screen.getByRole('button', { name: /Audit de 30 minutes/ }));
    advance(STEP_INTERVAL - 500);
    expect(activeStep()).toBe('Audit de 30 minutes');
    advance(500);
    expect(activeStep()).toBe('Portabilité');
  });

  it('Enter and Space jump to a step', async () => {
    // user-event drives the keyboard with real timers; the step timer
    // cannot fire during this short test.
    vi.useRealTimers();
    const user = userEvent.setup();
    renderInView();
    act(() => screen.getByRole('button', { name: /Portabilité/ }).focus());
    await user.keyboard('{Enter}');
    expect(activeStep()).toBe('Portabilité');
    act(() => screen.getByRole('button', { name: /Mise en service/ }).focus());
    await user.keyboard(' ');
    expect(activeStep()).toBe('Mise en service');
  });

  it('pauses on hover', () => {
    const { container } = renderInView();
    const root = container.querySelector('.step-list')!;
    fireEvent.pointerOver(root);
    advance(6 * STEP_INTERVAL);
    expect(activeStep()).toBe('Audit de 30 minutes');
    fireEvent.pointerOut(root);
    advance(STEP_INTERVAL);
    expect(activeStep()).toBe('Portabilité');
  });

  it('pauses while the tab is hidden', () => {
    renderInView();
    setVisibility('hidden');
    advance(6 * STEP_INTERVAL);
    expect(activeStep()).toBe('Audit de 30 minutes');
    setVisibility('visible');
    advance(STEP_INTERVAL);
    expect(activeStep()).toBe('Portabilité');
  });

  it('pauses when less than 20 % visible', () => {
    render(<StepList steps={STEPS} subject="étapes" />);
    const observer = FakeIntersectionObserver.last();
    expect(observer.options.threshold).toContain(0.2);
    // Not reported yet: not known to be visible, so it does not move.
    advance(3 * STEP_INTERVAL);
    expect(activeStep()).toBe('Audit de 30 minutes');
    act(() => observer.report(0.19));
    advance(3 * STEP_INTERVAL);
    expect(activeStep()).toBe('Audit de 30 minutes');
    act(() => observer.report(0.2));
    advance(STEP_INTERVAL);
    expect(activeStep()).toBe('Portabilité');
    act(() => observer.report(0));
    advance(3 * STEP_INTERVAL);
    expect(activeStep()).toBe('Portabilité');
  });

  it('has a pause/play control', () => {
    renderInView();
    fireEvent.click(screen.getByRole('button', { name: 'Pause : étapes de la téléphonie' }));
    advance(6 * STEP_INTERVAL);
    expect(activeStep()).toBe('Audit de 30 minutes');
    fireEvent.click(screen.getByRole('button', { name: 'Lecture : étapes de la téléphonie' }));
    advance(STEP_INTERVAL);
    expect(activeStep()).toBe('Portabilité');
  });

  it('stays still under prefers-reduced-motion until play is pressed', () => {
    mockReducedMotion(true);
    renderInView();
    advance(6 * STEP_INTERVAL);
    expect(activeStep()).toBe('Audit de 30 minutes');
    fireEvent.click(screen.getByRole('button', { name: /Portabilité/ }));
    expect(activeStep()).toBe('Portabilité');
    advance(6 * STEP_INTERVAL);
    expect(activeStep()).toBe('Portabilité');
  });

  it('cleans up its timer, observer and listeners', () => {
    const removeListener = vi.spyOn(document, 'removeEventListener');
    const { unmount } = renderInView();
    const observer = FakeIntersectionObserver.last();
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(observer.disconnected).toBe(true);
    expect(removeListener).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
  });
});
