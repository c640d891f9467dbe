import { HOLD_EARLY_CLICKS_SCRIPT, replayHeldClicks, revealHashTarget } from './early-input';

describe('input from before the app started', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.location.hash = '';
  });

  it('clicks the held buttons once, then stops holding', () => {
    const button = document.createElement('button');
    const detached = document.createElement('button');
    const onClick = jest.fn();
    const onDetachedClick = jest.fn();
    button.addEventListener('click', onClick);
    detached.addEventListener('click', onDetachedClick);
    document.body.append(button);
    window.__heldClicks = [button, detached];
    replayHeldClicks();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onDetachedClick).not.toHaveBeenCalled();
    expect(window.__heldClicks).toBeUndefined();
  });

  it("holds taps on a preview's buttons until the remote renders, and never lets the browser send its forms", () => {
    // The page's first script, as the prerendered page runs it in <head>.
    new Function(HOLD_EARLY_CLICKS_SCRIPT)();
    document.body.innerHTML = `
      <button id="menu">Menü</button>
      <section data-remote-preview=""><form><input name="q"><button id="send">Senden</button></form></section>`;
    const submitted = jest.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('submit', submitted);
    const menu = document.getElementById('menu')!;
    const send = document.getElementById('send')!;

    menu.click();
    send.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    send.click();
    expect(window.__heldClicks).toEqual([menu]);
    expect(window.__previewTaps).toEqual([send]);
    // A press that turns into a scroll is no tap.
    send.dispatchEvent(new Event('pointercancel', { bubbles: true }));
    expect(window.__previewTaps).toEqual([]);
    send.click();

    // After the app has started, the shell's buttons are its own; the preview's are still held.
    replayHeldClicks();
    window.__previewTaps = [];
    send.click();
    expect(window.__previewTaps).toEqual([send]);
    document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(submitted).toHaveReturnedWith(true);
    document.removeEventListener('submit', submitted);
  });

  it('brings the target of the address fragment into view when it is out of view', () => {
    const target = document.createElement('h2');
    target.id = 'rights';
    target.scrollIntoView = jest.fn();
    target.getBoundingClientRect = () => ({ top: 4000, bottom: 4040 }) as DOMRect;
    document.body.append(target);
    window.location.hash = '#rights';
    revealHashTarget();
    expect(target.scrollIntoView).toHaveBeenCalled();
  });
});
