import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {isSearchShortcut, searchPlaceholder, shortcutLabel} from '../shortcut';

describe('search box labels', () => {
  it('names the shortcut of the reader’s platform', () => {
    assert.equal(shortcutLabel('MacIntel'), 'Search ⌘+K');
    assert.equal(shortcutLabel('iPhone'), 'Search ⌘+K');
    assert.equal(shortcutLabel('Linux x86_64'), 'Search Ctrl+K');
    assert.equal(shortcutLabel('Win32'), 'Search Ctrl+K');
  });

  it('takes ⌘+K on a Mac and Ctrl+K elsewhere, never the other one', () => {
    assert.equal(isSearchShortcut({key: 'k', metaKey: true, ctrlKey: false}, 'MacIntel'), true);
    assert.equal(isSearchShortcut({key: 'k', metaKey: false, ctrlKey: true}, 'MacIntel'), false);
    assert.equal(isSearchShortcut({key: 'K', metaKey: false, ctrlKey: true}, 'Win32'), true);
    assert.equal(isSearchShortcut({key: 'k', metaKey: true, ctrlKey: false}, 'Win32'), false);
    assert.equal(isSearchShortcut({key: 'j', metaKey: false, ctrlKey: true}, 'Win32'), false);
  });

  it('says on the dev server that search needs a production build, whatever else happens', () => {
    assert.equal(searchPlaceholder('dev', 'Search Ctrl+K'), 'Search needs a production build');
  });

  it('says "Loading..." only while loading, and the shortcut once ready or before use', () => {
    assert.equal(searchPlaceholder('loading', 'Search Ctrl+K'), 'Loading...');
    assert.equal(searchPlaceholder('idle', 'Search Ctrl+K'), 'Search Ctrl+K');
    assert.equal(searchPlaceholder('ready', 'Search ⌘+K'), 'Search ⌘+K');
    assert.equal(searchPlaceholder('error', 'Search Ctrl+K'), 'Search unavailable');
  });
});
