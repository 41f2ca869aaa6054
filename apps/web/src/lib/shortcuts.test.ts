import '../test/dom.ts';
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { addLazyShortcuts, addShortcuts, SEQUENCE_MS } from './shortcuts.ts';

const removals: (() => void)[] = [];
afterEach(() => {
  removals.splice(0).forEach((remove) => remove());
  document.body.innerHTML = '';
});

/** Presses a key on an element (the body unless given), at a time in ms; whether the page's default was prevented. */
function press(
  key: string,
  { on = document.body, at, ...mods }: { on?: Element; at?: number } & KeyboardEventInit = {},
) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...mods });
  if (at !== undefined) Object.defineProperty(event, 'timeStamp', { value: at });
  on.dispatchEvent(event);
  return event.defaultPrevented;
}

function record(...keys: string[]) {
  const ran: string[] = [];
  removals.push(addShortcuts(keys.map((k) => ({ keys: k, run: () => void ran.push(k) }))));
  return ran;
}

test('a key runs its shortcut and the page does not take it too', () => {
  const ran = record('j', '?', 'Mod+k');
  assert.equal(press('j'), true);
  press('?', { shiftKey: true });
  press('K', { ctrlKey: true, shiftKey: true });
  press('k', { metaKey: true });
  assert.deepEqual(ran, ['j', '?', 'Mod+k', 'Mod+k']);
  assert.equal(press('J', { shiftKey: true }), false, 'Shift+J is not j');
  assert.equal(press('j', { altKey: true }), false);
  assert.deepEqual(ran, ['j', '?', 'Mod+k', 'Mod+k']);
});

test('none fires while typing in a field, an editor, a select or an open list, unless it says so', () => {
  const ran = record('j', '/');
  removals.push(addShortcuts([{ keys: 'Mod+k', run: () => void ran.push('Mod+k'), inFields: true }]));
  document.body.innerHTML = `
    <input id="input"><textarea id="area"></textarea><select id="select"></select>
    <div contenteditable="true"><p id="editor">text</p></div>
    <div role="combobox" tabindex="0" id="combo"></div>
    <ul role="listbox"><li role="option" id="option">a</li></ul>`;
  for (const id of ['input', 'area', 'select', 'editor', 'combo', 'option']) {
    const on = document.getElementById(id)!;
    assert.equal(press('j', { on }), false, id);
    assert.equal(press('/', { on }), false, id);
  }
  assert.deepEqual(ran, []);
  document.body.insertAdjacentHTML('beforeend', '<input type="checkbox" id="tick">');
  press('j', { on: document.getElementById('tick')! });
  assert.deepEqual(ran, ['j'], 'a row’s checkbox takes no typing');
  press('k', { on: document.getElementById('input')!, ctrlKey: true });
  assert.deepEqual(ran, ['j', 'Mod+k'], 'Ctrl+K still opens the palette from a field');
});

test('with a dialog or a menu open only the shortcuts meant for it fire', () => {
  const ran = record('j');
  removals.push(addShortcuts([{ keys: '?', run: () => void ran.push('?'), inDialogs: true }]));
  document.body.innerHTML = '<div class="MuiModal-root MuiModal-hidden"></div>';
  press('j');
  assert.deepEqual(ran, ['j'], 'a closed modal kept in the page does not count');
  document.body.innerHTML = '<div class="MuiModal-root"><div role="dialog"><button id="b">ok</button></div></div>';
  press('j', { on: document.getElementById('b')! });
  press('?', { on: document.getElementById('b')! });
  assert.deepEqual(ran, ['j', '?']);
});

test('g then a letter runs the sequence, within its time; g alone or too late does nothing', () => {
  const ran = record('g t', 'g p', 't');
  press('g', { at: 1000 });
  assert.equal(press('t', { at: 1500 }), true);
  assert.deepEqual(ran, ['g t']);
  press('g', { at: 5000 });
  press('p', { at: 5000 + SEQUENCE_MS + 1 });
  assert.deepEqual(ran, ['g t'], 'too late: p alone is nothing');
  press('t', { at: 9000 });
  assert.deepEqual(ran, ['g t', 't'], 't alone is its own shortcut');
  press('g', { at: 10000 });
  press('x', { at: 10100 });
  press('t', { at: 10200 });
  assert.deepEqual(ran, ['g t', 't', 't'], 'a key that ends no sequence ends it');
  const input = document.body.appendChild(document.createElement('input'));
  press('g', { on: input, at: 20000 });
  press('t', { at: 20100 });
  assert.deepEqual(ran, ['g t', 't', 't', 't'], 'a g typed in a field starts nothing');
});

test('the newest shortcut of a key goes first; one that answers false passes the key on', () => {
  const ran: string[] = [];
  removals.push(addShortcuts([{ keys: 'ArrowDown', run: () => void ran.push('old') }]));
  let mine = false;
  removals.push(addShortcuts([{ keys: 'ArrowDown', run: () => (mine ? void ran.push('new') : false) }]));
  press('ArrowDown');
  mine = true;
  press('ArrowDown');
  assert.deepEqual(ran, ['old', 'new']);
});

test('lazy shortcuts load on the first key outside a field, and the keys pressed meanwhile run once they are there', async () => {
  const ran: string[] = [];
  let loads = 0;
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  removals.push(
    addLazyShortcuts(async () => {
      loads += 1;
      await arrived;
      return [
        { keys: 'j', run: () => void ran.push('j') },
        { keys: 'g h', run: () => void ran.push('g h') },
      ];
    }),
  );
  const input = document.body.appendChild(document.createElement('input'));
  press('j', { on: input });
  assert.equal(loads, 0, 'typing in a field loads nothing');
  press('g', { at: 100 });
  press('h', { at: 200 });
  press('j', { at: 300 });
  assert.equal(loads, 1);
  assert.deepEqual(ran, []);
  arrive();
  await new Promise((resolve) => setTimeout(resolve));
  assert.deepEqual(ran, ['g h', 'j']);
  press('j');
  assert.deepEqual(ran, ['g h', 'j', 'j']);
  assert.equal(loads, 1);
});
