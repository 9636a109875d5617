import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

describe('the home page', () => {
  it('gives no picture an alt text that only repeats the text beside it (axe image-redundant-alt)', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await waitFor(() => expect(document.querySelectorAll('figure img').length).toBeGreaterThan(0));
    const repeated = [...document.querySelectorAll('img')].filter((img) => {
      const alt = img.getAttribute('alt')?.trim().toLowerCase();
      const around = (img.closest('figure, a, button, li') ?? img.parentElement)?.textContent;
      return alt && around?.toLowerCase().includes(alt);
    });
    expect(repeated.map((img) => img.getAttribute('alt'))).toEqual([]);
  });
});
