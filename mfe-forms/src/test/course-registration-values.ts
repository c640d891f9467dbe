import type { CourseRegistrationValues } from '../features/course-registration/course-registration-schema';
import { docx, pdf, png } from './files';

/** A complete, valid course registration. */
export function validValues(): CourseRegistrationValues {
  return {
    firstName: 'Lena',
    lastName: 'Schulz',
    birthDate: '1990-05-01',
    birthPlace: 'Damaskus',
    nationality: 'deutsch',
    countryOfOrigin: 'Syrien',
    profession: 'Lehrerin',
    phone: '0301234567',
    email: 'lena@example.org',
    street: 'Hauptstraße',
    houseNumber: '12a',
    postalCode: '10115',
    district: 'Mitte, Wedding',
    city: 'Berlin',
    residenceType: 'settlement',
    residenceDuration: '3to5',
    academicQualifications: 'B.A. Arabistik',
    trainingCourses: 'Didaktik 2020',
    computerSkills: 'yes',
    computerPrograms: 'Word, Excel',
    germanLevel: 'C1',
    arabicTeachingExperience: '3 Jahre',
    specialSkills: 'Kalligrafie',
    expectedWorkYears: '3to5',
    expectedWorkYearsReason: 'Ich möchte bleiben.',
    profilePicture: png(),
    certificates: [pdf(), png('zertifikat.png')],
    cv: docx(),
  };
}
