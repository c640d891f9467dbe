import type { ReactNode } from 'react';
import styled from 'styled-components';

const Block = styled.div`
  max-width: 40rem;
  margin: 0 auto 32px;
  text-align: center;

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2rem);
    line-height: 1.25;
  }
  p {
    margin: 8px 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 1.0625rem;
  }
`;

/** A centred h2 with an optional intro line, for the sections below the hero. */
export function SectionHeading({ id, title, intro }: { id: string; title: ReactNode; intro?: ReactNode }) {
  return (
    <Block>
      <h2 id={id}>{title}</h2>
      {intro && <p>{intro}</p>}
    </Block>
  );
}
