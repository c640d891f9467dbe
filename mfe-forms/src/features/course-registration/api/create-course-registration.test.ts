import { validValues } from '../../../test/course-registration-values';
import { NO_COMPUTER_PROGRAMS, toCourseRegistrationFormData } from './create-course-registration';

describe('the multipart body of a course registration', () => {
  it("uses the API's field names: text fields, one part per certificate, profilePicture and cv", () => {
    const values = validValues();
    const data = toCourseRegistrationFormData({ ...values, firstName: '  Lena ' }, 'Arabisch B1');
    expect(data.get('firstName')).toBe('Lena');
    expect(data.get('postalCode')).toBe('10115');
    expect(data.get('computerSkills')).toBe('yes');
    expect(data.get('course')).toBe('Arabisch B1');
    expect((data.get('profilePicture') as File).name).toBe('photo.png');
    expect(data.getAll('certificates').map((file) => (file as File).name)).toEqual(['zeugnis.pdf', 'zertifikat.png']);
    expect((data.get('cv') as File).name).toBe('lebenslauf.docx');
  });

  it('sends a placeholder for the programs when there are no computer skills, and no course when none was chosen', () => {
    const data = toCourseRegistrationFormData({ ...validValues(), computerSkills: 'no', computerPrograms: 'Word' });
    expect(data.get('computerPrograms')).toBe(NO_COMPUTER_PROGRAMS);
    expect(data.has('course')).toBe(false);
  });
});
