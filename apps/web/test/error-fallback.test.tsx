import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../src/components/error-boundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('boom');
  return <p>recovered</p>;
}

describe('the error fallback', () => {
  it('shows the message and both buttons, and Try Again renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong. Please refresh the page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('recovered')).toBeInTheDocument();
  });
});
