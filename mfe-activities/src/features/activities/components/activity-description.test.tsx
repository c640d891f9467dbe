import { screen } from '@testing-library/react';
import { setUpSite, withProviders as render } from '../../../test/render';
import { ActivityDescription } from './activity-description';

beforeAll(setUpSite);

describe('ActivityDescription', () => {
  it('keeps plain text paragraphs and line breaks', () => {
    render(<ActivityDescription text={'Erster Absatz\nmit Umbruch\n\nZweiter Absatz'} />);
    const paragraphs = screen.getByTestId('activity-description').querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.textContent).toBe('Erster Absatz\nmit Umbruch');
  });

  it('renders simple markup and drops everything unsafe', () => {
    render(
      <ActivityDescription
        text={
          '<p onclick="steal()">Hallo <strong>Welt</strong></p><script>steal()</script>' +
          '<img src=x onerror="steal()"><a href="javascript:steal()">böse</a><a href="https://example.org">gut</a>'
        }
      />,
    );
    const box = screen.getByTestId('activity-description');
    expect(box.querySelector('strong')).toHaveTextContent('Welt');
    expect(box.querySelector('p')).not.toHaveAttribute('onclick');
    expect(box.querySelector('script, img')).toBeNull();
    expect(box).not.toHaveTextContent('steal()');
    expect(screen.queryByRole('link', { name: 'böse' })).not.toBeInTheDocument();
    expect(screen.getByText('böse')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'gut' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
