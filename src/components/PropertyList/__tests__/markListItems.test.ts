import {test} from 'node:test';
import assert from 'node:assert/strict';
import {markListItems} from '../index';

/** The part of an element markListItems touches. */
class FakeElement {
  readonly attributes = new Map<string, string>();
  constructor(
    readonly tagName: string,
    readonly children: FakeElement[] = [],
  ) {}
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }
  hasAttribute(name: string): boolean {
    return this.attributes.has(name);
  }
}

const mark = (list: FakeElement) => markListItems(list as unknown as HTMLElement);

test("a list of the theme's <div> items gets the list role, and each item the listitem role", () => {
  const items = [new FakeElement('DIV'), new FakeElement('DIV')];
  const list = new FakeElement('UL', items);
  mark(list);
  assert.equal(list.attributes.get('role'), 'list');
  assert.deepEqual(
    items.map((item) => item.attributes.get('role')),
    ['listitem', 'listitem'],
  );
});

test("a list of real <li> items gets back the <ul>'s own list role: the server's role=none is removed", () => {
  const list = new FakeElement('UL', [new FakeElement('LI'), new FakeElement('LI')]);
  list.setAttribute('role', 'none');
  mark(list);
  assert.equal(list.hasAttribute('role'), false);
  assert.deepEqual(
    list.children.map((item) => item.hasAttribute('role')),
    [false, false],
  );
});

test('an item that already has a role keeps it; <li> items in a mixed list keep their own semantics', () => {
  const tabs = new FakeElement('DIV');
  tabs.setAttribute('role', 'tablist');
  const list = new FakeElement('UL', [new FakeElement('LI'), tabs, new FakeElement('DIV')]);
  mark(list);
  assert.equal(list.attributes.get('role'), 'list');
  assert.deepEqual(
    list.children.map((item) => item.attributes.get('role')),
    [undefined, 'tablist', 'listitem'],
  );
});
