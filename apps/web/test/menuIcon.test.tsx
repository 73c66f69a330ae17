import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MENU_ICON_NAMES, menuIcon } from '../src/layouts/main/menuIcon.tsx';
import { MENU_ICONS } from '../src/layouts/main/menuIconSet.tsx';

describe('menu icons', () => {
  it('offers exactly the names the full set draws', () => {
    expect([...MENU_ICON_NAMES].sort()).toEqual(Object.keys(MENU_ICONS).sort());
  });

  it('draws a seeded menu icon at once, and any other icon of the set once its chunk has come', async () => {
    render(
      <nav>
        <span data-testid="seeded">{menuIcon('HomeOutlined')}</span>
        <span data-testid="other">{menuIcon('rocket')}</span>
      </nav>,
    );
    expect(screen.getByTestId('seeded').querySelector('.anticon-home')).not.toBeNull();
    expect(await screen.findByRole('img', { name: 'rocket' })).toBeTruthy();
  });

  it('draws nothing for an empty or unknown name', () => {
    expect(menuIcon(undefined)).toBeUndefined();
    expect(menuIcon('')).toBeUndefined();
    expect(menuIcon('no-such-icon')).toBeUndefined();
  });
});
