import styled from 'styled-components';

/** The h2 of each section of the about page. */
export const AboutHeading = styled.h2`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.text};
  font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2rem);
  line-height: 1.25;
`;
