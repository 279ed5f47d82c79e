import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/openapi';
import { endpoints } from '../src/endpoints';

describe('the OpenAPI description', () => {
  const doc = buildOpenApiDocument({ title: 'ResumeRank API', version: '1.0.0', prefix: '/api' });

  it('lists every endpoint under the prefix and survives JSON', () => {
    const copy = JSON.parse(JSON.stringify(doc));
    for (const endpoint of endpoints) {
      const path = `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(copy.paths[path]?.[endpoint.method.toLowerCase()]?.operationId, endpoint.id).toBe(
        endpoint.id,
      );
    }
  });

  it('describes bodies in their encodings and marks protected calls', () => {
    const login = doc.paths['/api/auth/login']!.post! as Record<string, any>;
    expect(Object.keys(login.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    const upload = doc.paths['/api/resumes/upload-resume']!.post! as Record<string, any>;
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.file.format).toBe(
      'binary',
    );
    expect(upload.security).toEqual([{ bearerAuth: [] }]);
    expect(upload.responses['413']).toBeDefined();
    const pdf = doc.paths['/api/resume-generator/generate-pdf']!.post! as Record<string, any>;
    expect(Object.keys(pdf.responses['200'].content)).toEqual(['application/pdf']);
    const signup = doc.paths['/api/auth/signup']!.post! as Record<string, any>;
    expect(signup.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password', 'full_name']),
    );
  });
});
