import styled from 'styled-components';

/**
 * Text for screen readers only. A component (not the global `.visually-hidden` class) so it
 * also works where the shell's GlobalStyle is absent, e.g. a remote mounted on a foreign page.
 */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
