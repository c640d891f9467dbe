import { replayHeldClicks, revealHashTarget } from './early-input';

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
