import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import PauseButton from './PauseButton';

describe('PauseButton', () => {
  it('offers to pause while playing, and says what it controls', () => {
    const onChange = vi.fn();
    render(<PauseButton playing onChange={onChange} subject="défilement des témoignages" />);
    const button = screen.getByRole('button', { name: 'Pause : défilement des témoignages' });
    expect(button).toHaveTextContent('Pause');
    fireEvent.click(button);
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('offers to play while paused', () => {
    const onChange = vi.fn();
    render(<PauseButton playing={false} onChange={onChange} subject="carrousel" />);
    const button = screen.getByRole('button', { name: 'Lecture : carrousel' });
    expect(button).toHaveTextContent('Lecture');
    fireEvent.click(button);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
