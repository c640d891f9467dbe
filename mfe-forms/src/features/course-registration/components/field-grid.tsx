import styled from 'styled-components';
import { media } from '@edu/shared/theme';

/** Two columns from tablet width; `Wide` children span both. */
export const FieldGrid = styled.div`
  ${media.md} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 20px;
  }
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
`;
