from django import forms


class UploadForm(forms.Form):
    file = forms.FileField(
        help_text="Fountain, Final Draft (.fdx), a PDF with a text layer, or plain text."
    )
