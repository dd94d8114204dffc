/**
 * The few layout APIs ProseMirror calls that jsdom does not implement, stubbed for the rich-text
 * tests only: there is no layout here, so every rectangle is empty.
 */
const emptyRect = (): DOMRect => new DOMRect(0, 0, 0, 0);
const emptyRectList = (): DOMRectList => {
  const list = { length: 0, item: () => null, [Symbol.iterator]: function* () {} };
  return list as unknown as DOMRectList;
};

if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyRectList;
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = emptyRect;
if (!document.elementFromPoint) document.elementFromPoint = () => null;
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
