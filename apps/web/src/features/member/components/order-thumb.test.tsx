import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderThumb } from './order-thumb';

describe('OrderThumb', () => {
  it('shows the cover when the goods have one', () => {
    const { container } = render(<OrderThumb type="COURSE" src="/covers/1.png" className="thumb" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/covers/1.png');
  });

  it('draws a tile for the goods type, never a VIP tile for a course without a cover', () => {
    const course = render(<OrderThumb type="COURSE" src="" className="thumb" />).container.firstElementChild;
    expect(course?.className).toBe('thumb order-thumb order-thumb--course');
    expect(course?.textContent).not.toContain('VIP');
    const vip = render(<OrderThumb type="ROLE" src="" className="thumb" />).container.firstElementChild;
    expect(vip?.className).toBe('thumb order-thumb order-thumb--role');
    const paper = render(<OrderThumb type="PAPER" src="" className="thumb" />).container.firstElementChild;
    expect(paper?.className).toBe('thumb order-thumb order-thumb--paper');
    const untyped = render(<OrderThumb type={null} src="" className="thumb" />).container.firstElementChild;
    expect(untyped?.className).toBe('thumb order-thumb order-thumb--course');
  });
});
