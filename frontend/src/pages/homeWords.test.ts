import { describe, expect, it } from 'vitest';
import home from '../../../content/home.json';
import { HOME_WORDS } from './homeWords';

describe('HOME_WORDS', () => {
  it('are the words the site ships in content/home.json', () => {
    expect(home.words).toEqual(HOME_WORDS);
  });
});
